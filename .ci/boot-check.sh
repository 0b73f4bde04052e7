#!/usr/bin/env bash
# Boots `npm start` on a scratch data folder and port, waits for health, checks the landing and demo login.
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
echo "boot check passed"
