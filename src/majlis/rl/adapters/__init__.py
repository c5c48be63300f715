"""The RL adapters of the games that need more than their description: one module per
game (named as the game's module), each offering ``ADAPTER``, an
:class:`~majlis.rl.encoding.Adapter`.  A game without one is encoded from its
:class:`~majlis.explain.Board` by :class:`~majlis.rl.encoding.BoardEncoder`."""
