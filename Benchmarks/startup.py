# Start-up cost of colscript: runs BINARY 80 times and prints the median user+sys CPU time of the
# child (getrusage) and the median wall time. Usage (from the repository root):
#   python3 Benchmarks/startup.py .build/release/colscript hello.colscript [ARGS…]
# ARGS default to `run SCRIPT`; hello.colscript holds one line: echo "hi"
# With --stdin before ARGS, SCRIPT is piped into standard input instead (the REPL's start-up:
#   python3 Benchmarks/startup.py .build/release/colscript hello.colscript --stdin repl
# and with no ARGS after --stdin, `colscript` alone, which starts the REPL too).
# With --baseline BASE first, BASE runs too, alternated with BINARY (A B A B …, 80 runs each), and
# both medians are printed with their ratio: the figure beside its baseline in the same run.
import subprocess, sys, time, statistics, resource, os
baseline = None
if len(sys.argv) > 2 and sys.argv[1] == "--baseline":
    baseline = sys.argv[2]
    del sys.argv[1:3]
binary, script = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
piped = bool(rest) and rest[0] == "--stdin"
if piped:
    rest = rest[1:]
args = rest if (rest or piped) else ["run", script]
binaries = [binary] + ([baseline] if baseline else [])
walls = {b: [] for b in binaries}
cpus = {b: [] for b in binaries}
for _ in range(80):
    for b in binaries:
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        if piped:
            with open(script, "rb") as stdin:
                subprocess.run([b] + args, stdin=stdin, stdout=subprocess.DEVNULL)
        else:
            subprocess.run([b] + args, stdout=subprocess.DEVNULL)
        walls[b].append((time.perf_counter() - t) * 1000)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus[b].append(((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)) * 1000)
for b in binaries:
    walls[b].sort(); cpus[b].sort()
    name = f"{b}: " if baseline else ""
    print(f"{name}{' '.join(args) or '(no arguments)'}{' < ' + script if piped else ''}: CPU median {statistics.median(cpus[b]):.1f} ms (min {cpus[b][0]:.1f}); wall median {statistics.median(walls[b]):.1f} ms (min {walls[b][0]:.1f})")
if baseline:
    ratio = statistics.median(cpus[binary]) / statistics.median(cpus[baseline])
    print(f"CPU median {ratio:.2f}× the baseline's; load average {os.getloadavg()[0]:.1f}")
