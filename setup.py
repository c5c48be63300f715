"""Builds the optional compiled core, majlis._core (src/majlis/core/*.c).

Without a working C compiler the install still succeeds, with a warning, and
majlis runs on pure Python (majlis.fast says which path is active).
"""

from __future__ import annotations

import sys
from glob import glob

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

STRICT = ["-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-ffp-contract=off"]


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing: the core is a speed-up, not a need."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 - any failure means "run pure"
            self.warn_pure(error)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # noqa: BLE001
            self.warn_pure(error)

    @staticmethod
    def warn_pure(error: Exception) -> None:
        print(f"warning: the majlis core was not compiled ({error}); "
              "majlis will run on pure Python", file=sys.stderr)


setup(
    ext_modules=[Extension(
        "majlis._core",
        sources=sorted(glob("src/majlis/core/*.c")),
        depends=sorted(glob("src/majlis/core/*.h")),
        extra_compile_args=STRICT,
        libraries=["m"],
        optional=True,
    )],
    cmdclass={"build_ext": OptionalBuildExt},
)
