#!/usr/bin/env bash
# Runs the local-supabase suites (contract + db) a second time against Debian's PostgreSQL 15.
# Idempotent: starts the cluster if needed, lets postgres/postgres log in over TCP, then runs the tests.
# With --setup-only it stops once the server is ready: `.ci/run` then hands its URL to `npm test`
# (VITRINA_TEST_DATABASE_URL), which runs these suites beside the component tests.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_VERSION=15
CLUSTER=main
PORT=5432
export DATABASE_URL="postgres://postgres:postgres@127.0.0.1:${PORT}/postgres"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sudo -u postgres sh -c "$*"; fi
}

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "pg_ctlcluster not found: install postgresql-${PG_VERSION} (apt-get install postgresql-${PG_VERSION})" >&2
  exit 1
fi

if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "${PG_VERSION} ${CLUSTER}"; then
  pg_createcluster "${PG_VERSION}" "${CLUSTER}" --port "${PORT}"
fi

# password logins over TCP on localhost (md5/scram); local socket stays peer for the postgres user
HBA="/etc/postgresql/${PG_VERSION}/${CLUSTER}/pg_hba.conf"
if ! grep -Eq '^host[[:space:]]+all[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "${HBA}"; then
  {
    echo "# vitrina-ci: password logins from this machine"
    echo "host    all    all    127.0.0.1/32    scram-sha-256"
    echo "host    all    all    ::1/128         scram-sha-256"
  } | cat - "${HBA}" > "${HBA}.new"
  mv "${HBA}.new" "${HBA}"
  chown postgres:postgres "${HBA}"
fi

if pg_lsclusters -h | awk -v v="${PG_VERSION}" -v c="${CLUSTER}" '$1==v && $2==c {print $4}' | grep -q online; then
  pg_ctlcluster "${PG_VERSION}" "${CLUSTER}" reload
else
  pg_ctlcluster "${PG_VERSION}" "${CLUSTER}" start
fi

for _ in $(seq 1 30); do
  if as_postgres "pg_isready -q -h /var/run/postgresql -p ${PORT}"; then break; fi
  sleep 1
done
as_postgres "psql -q -p ${PORT} -v ON_ERROR_STOP=1 -c \"alter user postgres with password 'postgres'\""

echo "PostgreSQL ${PG_VERSION} ready: ${DATABASE_URL}"
if [ "${1:-}" = "--setup-only" ]; then exit 0; fi
npm test -w local-supabase
