"""The browser side: the only code that imports ``js``/``pyodide``. Kept thin on purpose."""
