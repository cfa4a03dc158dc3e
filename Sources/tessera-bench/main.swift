// Benchmarks arrive with their issues.
print("tessera-bench: no benchmark yet")
