#!/usr/bin/env bash
# Installs pnbmc's build and test dependencies with apt-get (Debian 12).
# Idempotent and fast when everything is already installed.
set -euo pipefail

packages=(llvm-14-dev libz3-dev libcadical-dev libpcre2-dev cmake make gcc
          graphviz libxml2-utils python3 python3-jsonschema time)
# --32 (clang -m32) needs the i386 C headers and start files, and the
# kernel's asm/ headers for i386 (<errno.h> includes them): gcc-multilib
if [ "$(dpkg --print-architecture 2>/dev/null)" = amd64 ]; then
    packages+=(libc6-dev-i386 gcc-multilib)
fi

installed() { dpkg -s "$1" >/dev/null 2>&1; }

missing=()
if ! installed clang-14 && ! installed clang; then
    missing+=(clang-14)
fi
for p in "${packages[@]}"; do
    installed "$p" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
    else
        echo "setup: not root and no sudo; please install: ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}"
