# Start-up cost of colscript: runs BINARY 80 times and prints the median user+sys CPU time of the
# child (getrusage) and the median wall time. Usage (from the repository root):
#   python3 Benchmarks/startup.py .build/release/colscript hello.colscript [ARGS…]
# ARGS default to `run SCRIPT`; hello.colscript holds one line: echo "hi"
import subprocess, sys, time, statistics, resource
binary, script = sys.argv[1], sys.argv[2]
args = sys.argv[3:] or ["run", script]
walls, cpus = [], []
for _ in range(80):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([binary] + args, stdout=subprocess.DEVNULL)
    walls.append((time.perf_counter() - t) * 1000)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)) * 1000)
walls.sort(); cpus.sort()
print(f"{' '.join(args)}: CPU median {statistics.median(cpus):.1f} ms (min {cpus[0]:.1f}); wall median {statistics.median(walls):.1f} ms (min {walls[0]:.1f})")
