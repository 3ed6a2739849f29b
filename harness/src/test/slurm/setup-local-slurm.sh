#!/usr/bin/env bash
# Sets up a single-node Slurm cluster on this machine (slurmctld + slurmd on localhost, munge
# for authentication) from Debian's packages, so that SlurmIntegrationTest and `gdlbench slurm`
# can be tried without a cluster. Needs root. Safe to run again: it restarts the daemons.
#
#   sudo harness/src/test/slurm/setup-local-slurm.sh
#   sinfo            # one node, localhost, idle
set -euo pipefail

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y slurm-wlm munge
fi

# munge: a key shared by the daemons and the clients (one machine, so one key).
if [ ! -s /etc/munge/munge.key ]; then
    mungekey --create --keyfile=/etc/munge/munge.key
fi
chown munge:munge /etc/munge/munge.key
chmod 0400 /etc/munge/munge.key
mkdir -p /run/munge /var/lib/munge /var/log/munge
chown munge:munge /run/munge /var/lib/munge /var/log/munge
if ! pgrep -u munge -x munged >/dev/null; then
    runuser -u munge -- /usr/sbin/munged
fi
munge -n | unmunge >/dev/null

# slurm.conf: this machine's cores and memory, as slurmd sees them; no cgroups, no accounting.
cpus=$(slurmd -C | sed -n 's/.*CPUs=\([0-9]*\).*/\1/p' | head -1)
memory=$(slurmd -C | sed -n 's/.*RealMemory=\([0-9]*\).*/\1/p' | head -1)
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=gdlbench-local
SlurmctldHost=localhost
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
KillWait=30
NodeName=localhost NodeAddr=127.0.0.1 CPUs=${cpus} RealMemory=${memory} State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF

for daemon in slurmctld slurmd; do
    if [ -f /run/$daemon.pid ] && kill -0 "$(cat /run/$daemon.pid)" 2>/dev/null; then
        kill "$(cat /run/$daemon.pid)"
        sleep 2
    fi
done
slurmctld
slurmd -N localhost

# Wait until the node takes jobs.
for _ in $(seq 1 30); do
    if sinfo -h -N -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then
        sinfo
        exit 0
    fi
    sleep 1
done
echo "setup-local-slurm: the node did not come up; see /var/log/slurm/slurmd.log and slurmctld.log" >&2
sinfo -N -l >&2 || true
exit 1
