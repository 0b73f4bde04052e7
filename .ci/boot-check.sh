#!/usr/bin/env bash
# Boots `npm start` on a scratch data folder and port, waits for health, checks the landing and demo login;
# then a second start on the same data folder must be refused, and SIGTERM must stop the app with exit 0
# and leave no PostgreSQL of that folder running (docs/database.md, "How it runs").
set -euo pipefail
port=${BOOT_PORT:-3900}
data=$(mktemp -d)
log=$(mktemp)
PORT=$port DATA_DIR=$data setsid npm start >"$log" 2>&1 &
pid=$!
trap 'kill -- -$pid 2>/dev/null || true; sleep 1; rm -rf "$data"' EXIT
for i in $(seq 1 240); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 $pid 2>/dev/null; then echo "npm start exited early:"; tail -50 "$log"; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/api/health"; echo
curl -fsS "http://127.0.0.1:$port/" | grep -q "Fiji" || { echo "landing page missing"; exit 1; }
curl -fsS -c /tmp/boot-cookies -H 'Content-Type: application/json' -H "Origin: http://127.0.0.1:$port" \
  -d '{"username":"player.paid@demo.fj","password":"Bula2024!"}' "http://127.0.0.1:$port/api/auth/demo-login" | grep -q firstName

# A second app on the same DATA_DIR (what `npm start` runs after its build) is refused while the first runs.
second=$(PORT=$((port + 1)) DATA_DIR=$data timeout 60 npm run serve 2>&1) && { echo "a second start on the same DATA_DIR was not refused:"; echo "$second" | tail -20; exit 1; }
echo "$second" | grep -q "The embedded database in $data/postgres is in use by process" || { echo "second start failed without the lock message:"; echo "$second" | tail -20; exit 1; }
echo "second start refused: $(echo "$second" | grep -o 'The embedded database in [^(]*')"

# SIGTERM to the server (as a process manager stops it): npm start exits 0 and no PostgreSQL of this folder is left.
server=$(ps -o pid=,args= -s "$pid" | awk '$2 ~ /(^|\/)node$/ && /backend\/dist\/src\/main\.js/ {print $1; exit}')
[ -n "$server" ] || { echo "server process not found in session $pid"; ps -o pid=,args= -s "$pid"; exit 1; }
kill -TERM "$server"
for i in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
rc=0; wait "$pid" || rc=$?
[ "$rc" -eq 0 ] || { echo "npm start exited with $rc after SIGTERM:"; tail -30 "$log"; exit 1; }
left=$(ps -eo pid=,args= | grep -F -- "-D $data/postgres " | grep -v grep || true)
[ -z "$left" ] || { echo "PostgreSQL still running on $data/postgres after the app stopped:"; echo "$left"; exit 1; }
for f in "$data/postgres/postmaster.pid" "$data/postgres.lock"; do
  [ ! -e "$f" ] || { echo "$f left behind after the app stopped"; exit 1; }
done
echo "stopped cleanly on SIGTERM (exit 0, no PostgreSQL left)"
echo "boot check passed"
