# Start-up cost of colscript: runs BINARY 80 times and prints the median user+sys CPU time of the
# child (getrusage) and the median wall time. Usage (from the repository root):
#   python3 Benchmarks/startup.py .build/release/colscript hello.colscript [ARGS…]
# ARGS default to `run SCRIPT`; hello.colscript holds one line: echo "hi"
# With --stdin before ARGS, SCRIPT is piped into standard input instead (the REPL's start-up:
#   python3 Benchmarks/startup.py .build/release/colscript hello.colscript --stdin repl
# and with no ARGS after --stdin, `colscript` alone, which starts the REPL too).
import subprocess, sys, time, statistics, resource
binary, script = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
piped = bool(rest) and rest[0] == "--stdin"
if piped:
    rest = rest[1:]
args = rest if (rest or piped) else ["run", script]
walls, cpus = [], []
for _ in range(80):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    if piped:
        with open(script, "rb") as stdin:
            subprocess.run([binary] + args, stdin=stdin, stdout=subprocess.DEVNULL)
    else:
        subprocess.run([binary] + args, stdout=subprocess.DEVNULL)
    walls.append((time.perf_counter() - t) * 1000)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)) * 1000)
walls.sort(); cpus.sort()
print(f"{' '.join(args) or '(no arguments)'}{' < ' + script if piped else ''}: CPU median {statistics.median(cpus):.1f} ms (min {cpus[0]:.1f}); wall median {statistics.median(walls):.1f} ms (min {walls[0]:.1f})")
