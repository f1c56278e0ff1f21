#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder as the postgres user,
# 127.0.0.1 only, a free port, trust authentication, except for the members of the role scram_users,
# who must give their password (scram-sha-256: the password tests, tests/storage/test_pg_passwords.py).
# Prints the export line for the tests:
#   eval "$(bash tools/pg_test_server.sh start)"   ...   bash tools/pg_test_server.sh stop DIR
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2; exit 1; }
opts() { echo "-p $(cat "$1/port") -c listen_addresses=127.0.0.1 -k $1 -c max_connections=200 -c fsync=off -c hba_file=$1/pg_hba.conf"; }
run_as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
case "${1:-start}" in
  start)
    dir=$(mktemp -d /tmp/tournament-pg.XXXXXX)
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    run_as_pg "'$bin/initdb' -D '$dir/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    echo "$port" >"$dir/port"
    cat >"$dir/pg_hba.conf" <<'HBA'
# the first line that matches decides: the members of scram_users give their password
local all +scram_users               scram-sha-256
host  all +scram_users 127.0.0.1/32  scram-sha-256
host  all +scram_users ::1/128       scram-sha-256
local all all                        trust
host  all all          127.0.0.1/32  trust
host  all all          ::1/128       trust
HBA
    chmod 644 "$dir/pg_hba.conf"
    run_as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"$(opts "$dir")\" start >/dev/null"
    "$bin/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "CREATE ROLE scram_users NOLOGIN" >/dev/null
    echo "export TOURNAMENT_APP_TEST_PG=postgresql://postgres@127.0.0.1:$port/postgres TOURNAMENT_APP_TEST_PG_DIR=$dir"
    ;;
  restart|halt|resume)
    # the desk's server tests: restart the cluster, or stop it and start it again later (same data)
    dir=${2:?usage: $0 $1 DIR}
    case "$1" in
      restart) run_as_pg "'$bin/pg_ctl' -D '$dir/data' -m fast -w restart >/dev/null" ;;
      halt) run_as_pg "'$bin/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" ;;
      resume) run_as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"$(opts "$dir")\" start >/dev/null" ;;
    esac
    ;;
  stop)
    dir=${2:-${TOURNAMENT_APP_TEST_PG_DIR:-}}
    [ -n "$dir" ] || { echo "usage: $0 stop DIR" >&2; exit 2; }
    run_as_pg "'$bin/pg_ctl' -D '$dir/data' -m immediate stop >/dev/null" || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR | restart DIR | halt DIR | resume DIR" >&2; exit 2 ;;
esac
