"""A guided first hand of each game (docs/learn.md): the coach's script, data beside
the game's module (:mod:`~majlis.learn.script`), and the coach that walks a learner
through it one decision at a time, the rules engine deciding every move
(:mod:`~majlis.learn.coach`).  The web page and the terminal are its faces."""
