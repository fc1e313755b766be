#!/usr/bin/env bash
# Runs the interactive examples (`Movies --interactive`, `Files --interactive`)
# inside a pseudo-terminal (util-linux `script`), sends keys as a user would,
# and checks what the screen showed:
#   Movies
#   1. j j Enter u ↓ d q on a 16-row terminal: the selected title plays, the
#      update shows its new rows, the delete goes through, the terminal is
#      restored (alternate screen left, cursor shown) and the exit status is 0;
#   2. Ctrl-C: the terminal is restored and the exit status is 130;
#   3. the same keys from a pipe (no terminal): frames printed one after another.
#   Files
#   4. j Enter ↓ k ← j×7 → j q: a folder expands, the cursor moves into it,
#      ← collapses it, → on Network shows it loading, then its entries; exit 0,
#      terminal restored;
#   5. Ctrl-C: exit 130, terminal restored;
#   6. keys from a pipe: frames printed one after another.
# Usage: bash Scripts/interactive-check.sh   (CELLAR_SCRATCH_PATH picks the build folder)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${CELLAR_SCRATCH_PATH:-.build}
swift build --scratch-path "$scratch" --product Movies >/dev/null
swift build --scratch-path "$scratch" --product Files >/dev/null
binaries="$(swift build --scratch-path "$scratch" --show-bin-path)"
product=Movies
bin="$binaries/$product"
work=$(mktemp -d)
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The text of standard input without escape sequences and carriage returns.
strip_escapes() { sed -E 's/\x1b\[[0-9;?]*[a-zA-Z]//g; s/\r//g'; }
screen() { strip_escapes <"$work/typescript"; }
fail() {
  echo "interactive-check: FAIL: $*"
  echo "--- last screen lines (escape sequences removed) ---"
  screen 2>/dev/null | tail -n 30 || true
  exit 1
}
# wait_until_shown WHAT TEXT COMMAND...: waits (15 s at most) until the
# output of COMMAND shows TEXT.
wait_until_shown() {
  local what=$1 text=$2
  shift 2
  for _ in $(seq 1 150); do
    if "$@" | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  fail "timed out waiting for $what to show: $text"
}
wait_for() { wait_until_shown "the screen" "$1" screen; }
# The last frame drawn (the text after the last clear-screen), escapes removed.
last_frame() {
  local all clear=$'\x1b[H\x1b[2J'
  all=$(cat "$work/typescript")
  printf '%s' "${all##*"$clear"}" | strip_escapes
}
wait_for_frame() { wait_until_shown "the last frame" "$1" last_frame; }
send() {
  printf '%b' "$1" >&3
  sleep 0.15
}
# start PRODUCT: runs PRODUCT --interactive in a 16-row pseudo-terminal,
# its keys sent through file descriptor 3.
start() {
  product=$1
  bin="$binaries/$product"
  rm -f "$work/keys" "$work/typescript"
  : >"$work/typescript"
  mkfifo "$work/keys"
  script -qfec "stty rows 16 cols 80; exec '$bin' --interactive" "$work/typescript" \
    <"$work/keys" >/dev/null 2>&1 &
  pid=$!
  exec 3>"$work/keys"
  wait_for "q quits"
}
finish() {
  exec 3>&-
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$pid" 2>/dev/null && fail "$product --interactive did not exit"
  status=0
  wait "$pid" || status=$?
  pid=""
}
# expect_restored WHAT: the typescript ends by leaving the alternate screen.
expect_restored() {
  tail -c 200 "$work/typescript" | grep -q $'\x1b\\[?1049l' || fail "the terminal was not restored after $1"
}
# quit_with_q: sends q to the running example; it draws its last frame
# ("status: Bye."), restores the terminal and exits with status 0.
quit_with_q() {
  send q
  finish
  [ "$status" -eq 0 ] || fail "exit status $status after q, expected 0"
  expect_restored q
  screen | grep -qF "status: Bye." || fail "no final frame"
}
# check_ctrl_c PRODUCT: Ctrl-C restores the terminal, exit status 130.
check_ctrl_c() {
  echo "interactive-check: $1: Ctrl-C"
  start "$1"
  send '\003'
  finish
  [ "$status" -eq 130 ] || fail "exit status $status after Ctrl-C, expected 130"
  expect_restored Ctrl-C
  echo "  ok: exit 130, terminal restored"
}
# check_piped PRODUCT KEYS TEXT...: runs PRODUCT --interactive with KEYS
# from a pipe (no terminal), its frames printed one after another; they
# must show every TEXT.
check_piped() {
  local product=$1 keys=$2 text
  shift 2
  printf '%b' "$keys" | "$binaries/$product" --interactive >"$work/piped.txt"
  for text in "$@"; do
    grep -qF -- "$text" "$work/piped.txt" || fail "piped $product: no \"$text\" in the frames"
  done
}

echo "interactive-check: Movies: keys j j Enter u ↓ d q in a 16-row pseudo-terminal"
start Movies
grep -q $'\x1b\\[?1049h' "$work/typescript" || fail "the alternate screen was not entered"
send j
send j
wait_for "selected: Stargate at [0, 2]"
send '\r'
wait_for 'status: ▶ Playing "Stargate" (film, 1994)'
send u
wait_for "Game Of Thrones"
wait_for "selected: Stargate at [0, 3]"
send '\033[B'
wait_for "selected: Transformers at [0, 4]"
send d
wait_for 'status: Deleted "Transformers". 1 operation in 1 batch, 1 validated by the host.'
quit_with_q
echo "  ok: Stargate played, update 1 applied, Transformers deleted, exit 0, terminal restored"

check_ctrl_c Movies

echo "interactive-check: Movies: keys from a pipe (no terminal)"
check_piped Movies 'jj\ruq' 'status: ▶ Playing "Stargate"' "── frame 6 ──" "Transformers"
echo "  ok: 6 frames, Stargate played, update shown"

echo "interactive-check: Files: keys j Enter ↓ k ← j×7 → j q in a 16-row pseudo-terminal"
start Files
grep -q $'\x1b\\[?1049h' "$work/typescript" || fail "the alternate screen was not entered"
wait_for_frame "at: /Applications · 9 of 10001 rows shown"
send j
wait_for_frame "at: /Desktop · 9 of"
send '\r'
wait_for_frame "status: onExpansionChange: /Desktop expanded (user)"
wait_for_frame "Desktop/  4 items ▾"
send '\033[B'
wait_for_frame "at: /Desktop/"
wait_for_frame "13 of 10001 rows shown"
send k
wait_for_frame "at: /Desktop · 13 of"
send '\033[D'
wait_for_frame "status: onExpansionChange: /Desktop collapsed (setExpanded)"
wait_for_frame "at: /Desktop · 9 of 10001 rows shown"
for _ in 1 2 3 4 5 6 7; do send j; done
wait_for_frame "at: /Network · 9 of"
send '\033[C'
wait_for "Network/  not loaded …"
wait_for_frame "status: the network answered: 12 entries"
wait_for_frame "Network/  3 items ▾"
wait_for_frame "at: /Network · 12 of 10013 rows shown"
send j
wait_for_frame "fileserver/  3 items ▸"
wait_for_frame "at: /Network/fileserver · 12 of"
quit_with_q
echo "  ok: Desktop expanded, entered and collapsed, Network loaded, exit 0, terminal restored"

check_ctrl_c Files

echo "interactive-check: Files: keys from a pipe (no terminal)"
check_piped Files 'j\r\033[B\033[Dq' "/Desktop expanded (user)" "at: /Desktop/" "── frame 6 ──"
echo "  ok: 6 frames, Desktop expanded and entered"
echo "interactive-check: passed"
