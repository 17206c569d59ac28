/* regress/unit/sigpipe_test.c — a reader of pnbmc's report that goes
 * away first (pnbmc ... --witness w.json | head -1) must not stop pnbmc
 * before it writes its files: pnbmc runs with a stdout pipe whose read
 * end is already closed, and must still exit with its verdict (1: the
 * race) and leave a witness file.
 *
 * Runs from the repository root (ctest's working directory); pnbmc is
 * $PNBMC or ./build/pnbmc. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static const char program[] =
    "#include <pthread.h>\n"
    "int x;\n"
    "void *f(void *a) { x++; return a; }\n"
    "int main(void)\n"
    "{\n"
    "    pthread_t t;\n"
    "    pthread_create(&t, 0, f, 0);\n"
    "    x++;\n"
    "    pthread_join(t, 0);\n"
    "    return 0;\n"
    "}\n";

/* Runs argv with stdout (and stderr) the write end of a pipe nobody
 * reads, SIGPIPE at its default action; its wait status, -1 on error. */
static int run_into_closed_pipe(char *const argv[])
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    close(fds[0]);
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    sigset_t def;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 2);
    posix_spawnattr_init(&at);
    sigemptyset(&def);
    sigaddset(&def, SIGPIPE);
    posix_spawnattr_setsigdefault(&at, &def);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGDEF);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    close(fds[1]);
    int st;
    if (rc != 0 || waitpid(pid, &st, 0) < 0)
        return -1;
    return st;
}

int main(void)
{
    const char *pnbmc = getenv("PNBMC") ? getenv("PNBMC") : "./build/pnbmc";
    char dir[] = "/tmp/pnbmc-sigpipe-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    char src[64], wit[64];
    snprintf(src, sizeof src, "%s/prog.c", dir);
    snprintf(wit, sizeof wit, "%s/w.json", dir);
    FILE *f = fopen(src, "w");
    if (!f || fputs(program, f) < 0 || fclose(f) != 0)
        return 1;
    char *argv[] = {(char *)pnbmc, "--check", "race", "--witness", wit, src,
                    NULL};
    int st = run_into_closed_pipe(argv);
    struct stat sb;
    int fails = 0;
    if (st < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 1) {
        fprintf(stderr, "FAIL: pnbmc %s %d, expected exit 1\n",
                st >= 0 && WIFSIGNALED(st) ? "killed by signal" : "status",
                st >= 0 && WIFSIGNALED(st) ? WTERMSIG(st) : st);
        fails++;
    }
    if (stat(wit, &sb) != 0 || sb.st_size == 0) {
        fprintf(stderr, "FAIL: no witness file %s\n", wit);
        fails++;
    }
    unlink(wit);
    unlink(src);
    rmdir(dir);
    if (!fails)
        printf("sigpipe ok: exit 1, witness written\n");
    return fails ? 1 : 0;
}
