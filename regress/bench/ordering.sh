#!/usr/bin/env bash
# Effect of the ordering constraints of the symbolic unrollings: runs
# pnbmc --engine E (sat by default) with --ordering none and with
# --ordering process on every file given (default: the examples, the
# regress/sat and regress/smt programs) and prints, per file and ordering,
# the wall time, the solver's conflicts (--stats) and the verdict, then the
# totals.  A benchmark, not a test: CI does not run it.
#   regress/bench/ordering.sh [--pnbmc PATH] [--engine sat|smt]
#                             [--timeout SEC] [--extra "OPTS"] [FILE...]
set -u
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnbmc="$repo/build/pnbmc"
engine=sat
timeout=20
extra=()
files=()
while [ $# -gt 0 ]; do
    case "$1" in
        --pnbmc) pnbmc="$2"; shift 2 ;;
        --engine) engine="$2"; shift 2 ;;
        --timeout) timeout="$2"; shift 2 ;;
        --extra) read -r -a extra <<<"$2"; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) files+=("$1"); shift ;;
    esac
done
if [ ${#files[@]} -eq 0 ]; then
    files=("$repo"/examples/*.c "$repo"/regress/sat/*/test.c
           "$repo"/regress/smt/*/test.c)
fi

run() { # FILE ORDERING -> "seconds conflicts verdict"
    local start end out
    start=$(date +%s.%N)
    out=$("$pnbmc" --engine "$engine" --ordering "$2" --one-run off --stats \
          --timeout "$timeout" ${extra[@]+"${extra[@]}"} "$1" 2>&1)
    end=$(date +%s.%N)
    printf '%.2f %s %s' "$(echo "$end - $start" | bc)" \
        "$(echo "$out" | sed -n 's/^\(sat\|smt\)-conflicts //p' | head -1)" \
        "$(echo "$out" | sed -n 's/^VERDICT: //p')"
}

printf '%-50s  %-28s  %-28s\n' file "none: s conflicts verdict" \
    "process: s conflicts verdict"
tn=0 tp=0 cn=0 cp=0 differ=0
for f in "${files[@]}"; do
    read -r sn kn vn <<<"$(run "$f" none)"
    read -r sp kp vp <<<"$(run "$f" process)"
    name="${f#"$repo"/}"
    printf '%-50s  %-28s  %-28s\n' "${name:0:50}" "$sn ${kn:-0} $vn" \
        "$sp ${kp:-0} $vp"
    tn=$(echo "$tn + $sn" | bc); tp=$(echo "$tp + $sp" | bc)
    cn=$((cn + ${kn:-0})); cp=$((cp + ${kp:-0}))
    [ "$vn" = "$vp" ] || differ=$((differ + 1))
done
echo "----"
printf 'files %d  none: %.2f s %d conflicts  process: %.2f s %d conflicts  verdicts differing: %d\n' \
    "${#files[@]}" "$tn" "$cn" "$tp" "$cp" "$differ"
