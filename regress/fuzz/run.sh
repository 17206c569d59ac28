#!/usr/bin/env bash
# Robustness fuzzing of pnbmc (a tool, not a CI test).
#
#   regress/fuzz/run.sh csmith FIRST LAST    # csmith programs, seeds FIRST..LAST
#   regress/fuzz/run.sh mutate FIRST LAST    # mutated regress/*/*/test.c, seeds FIRST..LAST
#
# Environment: PNBMC (default build-asan/pnbmc: use a sanitizer build),
# OUT (default /tmp/pnbmc-fuzz), TIMEOUT (pnbmc --timeout, default 10).
# Needs csmith + libcsmith-dev (csmith mode), clang, gcc, timeout.
#
# Each input is classified; the inputs of interesting outcomes are kept in
# $OUT/keep/ with pnbmc's output. Outcomes:
#   safe bounded-safe unknown input-error   expected
#   bug          csmith: WRONG verdict if the native run ends normally
#                (bug-native-ok), else bug-native-bad; mutate: plain bug
#   crash        signal or exit code > 3
#   sanitizer    ASan/UBSan/LSan report on stderr
#   internal     "INTERNAL ERROR" in the output
#   hang         still running TIMEOUT + 5 s after start
# The counts per outcome are printed at the end.
set -u
mode="${1:?usage: run.sh csmith|mutate FIRST LAST}"
first="${2:?FIRST seed}"
last="${3:?LAST seed}"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PNBMC="${PNBMC:-$repo/build-asan/pnbmc}"
OUT="${OUT:-/tmp/pnbmc-fuzz}"
TIMEOUT="${TIMEOUT:-10}"
CSI=/usr/include/csmith
mkdir -p "$OUT/work" "$OUT/keep"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
if [ -f "$repo/regress/lsan.supp" ] && [ -z "${LSAN_OPTIONS:-}" ]; then
    export LSAN_OPTIONS="suppressions=$repo/regress/lsan.supp"
fi

declare -A count
note() { count[$1]=$(( ${count[$1]:-0} + 1 )); }

# csmith option sets, chosen by seed.
csmith_opts() {
    local base="--no-argc --no-bitfields --no-packed-struct"
    case $(( $1 % 5 )) in
        0) echo "$base --max-funcs 4 --max-block-depth 3" ;;
        1) echo "$base --max-funcs 2 --max-block-depth 2 --no-pointers" ;;
        2) echo "$base --max-funcs 6 --max-block-depth 4 --no-structs" ;;
        3) echo "$base --max-funcs 3 --max-block-depth 3 --no-unions --no-arrays" ;;
        4) echo "$base --max-funcs 4 --max-block-depth 3 --no-volatiles --no-jumps" ;;
    esac
}

# Mutate one regression program: delete, duplicate or swap lines.
mutate() { # seed out.c
    python3 - "$1" "$2" "$repo" <<'EOF'
import glob, random, sys
seed, out, repo = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rnd = random.Random(seed)
files = sorted(glob.glob(repo + "/regress/*/*/test.c"))
src = files[rnd.randrange(len(files))]
lines = open(src).read().split("\n")
for _ in range(rnd.choice([1, 1, 2, 3])):
    n = len(lines)
    op = rnd.choice(["del", "dup", "swap"])
    i, j = rnd.randrange(n), rnd.randrange(n)
    if op == "del": del lines[i]
    elif op == "dup": lines.insert(j, lines[i])
    else: lines[i], lines[j] = lines[j], lines[i]
open(out, "w").write("\n".join(lines))
print(src[len(repo) + 1:])
EOF
}

for seed in $(seq "$first" "$last"); do
    f="$OUT/work/$mode-$seed.c"
    flags=()
    origin=""
    if [ "$mode" = csmith ]; then
        # shellcheck disable=SC2046
        csmith $(csmith_opts "$seed") --seed "$seed" >"$f" 2>/dev/null || { note gen-fail; continue; }
        flags=(-I "$CSI")
    else
        origin="$(mutate "$seed" "$f")"
        if ! clang -fsyntax-only -w "$f" 2>/dev/null; then note not-compiling; continue; fi
    fi
    start=$(date +%s)
    timeout -s KILL $(( TIMEOUT + 5 )) "$PNBMC" --check deadlock,race,assert \
        --timeout "$TIMEOUT" "${flags[@]}" "$f" >"$f.out" 2>"$f.err"
    rc=$?
    el=$(( $(date +%s) - start ))
    if [ $rc -eq 137 ] && [ $el -ge $(( TIMEOUT + 5 )) ]; then o=hang
    elif grep -q "INTERNAL ERROR" "$f.out" "$f.err"; then o=internal
    elif grep -qE "ERROR: (Address|Leak)Sanitizer|runtime error:" "$f.err"; then o=sanitizer
    elif [ $rc -gt 3 ]; then o=crash
    else
        case $rc in 0) o=$(sed -n 's/^VERDICT: \([a-z-]*\).*/\1/p' "$f.out") ;;
                    1) o=bug ;; 2) o=input-error ;; 3) o=unknown ;; esac
        if [ "$o" = bug ] && [ "$mode" = csmith ]; then
            if gcc -w -I "$CSI" "$f" -o "$f.bin" 2>/dev/null && timeout 10 "$f.bin" >/dev/null 2>&1
            then o=bug-native-ok; else o=bug-native-bad; fi
        fi
    fi
    note "$o"
    case $o in safe|bounded-safe|unknown|input-error) ;;
        *) cp "$f" "$f.out" "$f.err" "$OUT/keep/" 2>/dev/null
           echo "$mode seed $seed: $o (rc=$rc, ${el}s) ${origin:+from $origin} -> $OUT/keep/$(basename "$f")" ;;
    esac
    rm -f "$f.bin"
done

echo "== $mode seeds $first..$last"
for k in "${!count[@]}"; do printf '%-16s %d\n' "$k" "${count[$k]}"; done | sort
