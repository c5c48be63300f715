"""A small multilayer perceptron in numpy: ReLU layers, one value per action out, trained
by hand-written backpropagation with Adam.  The learned players' network
(:mod:`majlis.rl.learned`, trained by :mod:`majlis.rl.dmc`).

>>> net = Mlp.fresh([4, 8, 3], seed=0)
>>> net(np.ones((2, 4), np.float32)).shape
(2, 3)
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

Array = npt.NDArray[np.float32]


class Mlp:
    """Layers ``W[i] x + b[i]``, ReLU between them; ``values(x)`` per row of ``x``."""

    def __init__(self, weights: list[Array], biases: list[Array]) -> None:
        self.weights = weights
        self.biases = biases

    @classmethod
    def fresh(cls, sizes: list[int], seed: int) -> Mlp:
        """He-initialised layers of ``sizes`` (input first, outputs last)."""
        rng = np.random.default_rng(seed)
        weights = [(rng.standard_normal((a, b)) * np.sqrt(2.0 / a)).astype(np.float32)
                   for a, b in pairwise(sizes)]
        return cls(weights, [np.zeros(b, np.float32) for b in sizes[1:]])

    @classmethod
    def load(cls, path: Path | Any) -> Mlp:
        """The network saved by :meth:`save` (a path or an open binary file)."""
        with np.load(path) as saved:
            layers = len([name for name in saved.files if name.startswith("w")])
            return cls([saved[f"w{i}"] for i in range(layers)],
                       [saved[f"b{i}"] for i in range(layers)])

    def save(self, path: Path) -> None:
        arrays = {f"w{i}": w for i, w in enumerate(self.weights)}
        arrays |= {f"b{i}": b for i, b in enumerate(self.biases)}
        np.savez_compressed(path, **arrays)  # type: ignore[arg-type]

    @property
    def inputs(self) -> int:
        return int(self.weights[0].shape[0])

    @property
    def outputs(self) -> int:
        return int(self.weights[-1].shape[1])

    def __call__(self, x: Array) -> Array:
        return self.forward(x)[-1]

    def forward(self, x: Array) -> list[Array]:
        """Every layer's output, the input first."""
        outs = [x]
        for i, (w, b) in enumerate(zip(self.weights, self.biases, strict=True)):
            y = outs[-1] @ w + b
            outs.append(np.maximum(y, 0.0) if i < len(self.weights) - 1 else y)
        return outs

    def gradients(self, outs: list[Array], grad: Array) -> list[Array]:
        """The gradients of the weights then the biases, from the layers' outputs and the
        gradient of the loss at the last one."""
        dw: list[Array] = []
        db: list[Array] = []
        for i in range(len(self.weights) - 1, -1, -1):
            dw.insert(0, outs[i].T @ grad)
            db.insert(0, grad.sum(axis=0))
            if i:
                grad = (grad @ self.weights[i].T) * (outs[i] > 0)
        return dw + db


class Adam:
    """Adam over a network's weights and biases."""

    def __init__(self, net: Mlp, rate: float = 3e-4, beta1: float = 0.9,
                 beta2: float = 0.999) -> None:
        self.params = net.weights + net.biases
        self.rate, self.beta1, self.beta2 = rate, beta1, beta2
        self.m = [np.zeros_like(p) for p in self.params]
        self.v = [np.zeros_like(p) for p in self.params]
        self.t = 0

    def step(self, grads: list[Array]) -> None:
        self.t += 1
        scale = self.rate * np.sqrt(1 - self.beta2 ** self.t) / (1 - self.beta1 ** self.t)
        for p, g, m, v in zip(self.params, grads, self.m, self.v, strict=True):
            m *= self.beta1
            m += (1 - self.beta1) * g
            v *= self.beta2
            v += (1 - self.beta2) * g * g
            p -= (scale * m / (np.sqrt(v) + 1e-8)).astype(np.float32)
