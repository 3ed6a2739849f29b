#!/usr/bin/env bash
# Installs the native Prolog systems the reasoners swi-assert, swi-threaded, gprolog-assert and
# gprolog-threaded run on, from the distribution's packages: SWI-Prolog (swipl) and GNU Prolog
# with its compiler gplc (which links with the system's C toolchain). Debian and Ubuntu (apt-get)
# and Fedora (dnf); run as root, or as a user who may use sudo.
# Exit status: 0 when both are installed afterwards, 1 when they could not be, 2 when this
# machine has no package manager the script knows.
set -euo pipefail

if command -v swipl >/dev/null && command -v gplc >/dev/null; then
    echo "install-prologs: swipl and gplc are installed already"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null; then
        sudo="sudo"
    else
        echo "install-prologs: run as root (or install sudo) to install packages" >&2
        exit 1
    fi
fi

if command -v apt-get >/dev/null; then
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends swi-prolog-nox gprolog gcc libc6-dev
elif command -v dnf >/dev/null; then
    $sudo dnf install -y pl gprolog gcc
else
    echo "install-prologs: no apt-get or dnf here; install SWI-Prolog (swipl) and GNU Prolog (gplc) by hand" >&2
    exit 2
fi

for program in swipl gplc; do
    if ! command -v "$program" >/dev/null; then
        echo "install-prologs: $program is still not on PATH" >&2
        exit 1
    fi
done
echo "install-prologs: $(swipl --version); $(gplc --version | grep -m1 .)"
