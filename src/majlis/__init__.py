"""majlis: rules engines, bots and tables for five traditional table games."""

__version__ = "0.1.0"
