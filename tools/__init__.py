"""Development helpers shared by the browser tests and the browser benchmarks."""
