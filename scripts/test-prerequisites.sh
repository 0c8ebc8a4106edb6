#!/bin/sh
# Runs before `npm test` (the pretest script). Besides node_modules the tests need three programs from
# Debian, and nothing downloads them: Chromium (/usr/bin/chromium: Lighthouse and the live-reload
# test), its headless shell (/usr/bin/chromium-headless-shell: the browser tests) and a Java runtime
# (the Nu Html Checker). With CHROME_PATH set, that browser is used for all of them instead.
# As root on a machine with apt-get, what is missing is installed; anywhere else the tests stop here,
# before anything runs, with the one command that installs it.
set -eu

missing=""
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
if [ -z "${CHROME_PATH:-}" ]; then
  [ -x /usr/bin/chromium ] || missing="$missing chromium"
  [ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "The tests need Debian packages that are missing; installing:$missing" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
  exit 0
fi

echo "The tests need Debian packages that are missing:$missing" >&2
echo "Install them, then run the tests again:" >&2
echo "  sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends$missing'" >&2
echo "(or set CHROME_PATH to a Chromium and install a Java runtime of version 11 or newer)" >&2
exit 1
