"""The RL adapters of the games of majlis that need more than their description: one
module per game, each offering ``ADAPTER``, an :class:`~majlis.rl.encoding.Adapter`,
registered for its game in :mod:`majlis.rl.adapters.registry`."""
