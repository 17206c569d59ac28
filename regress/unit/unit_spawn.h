/* regress/unit/unit_spawn.h — for unit tests that run programs: spawns
 * argv (no shell) and waits.  Header-only so each test stays one file. */
#ifndef PNBMC_UNIT_SPAWN_H
#define PNBMC_UNIT_SPAWN_H

#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

extern char **environ;

/* Runs argv; stdout to out_path if given (stderr too if quiet).  Returns
 * the exit status, -1 if it could not run or was killed. */
static inline int run(char *const argv[], const char *out_path, bool quiet)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    if (out_path)
        posix_spawn_file_actions_addopen(&fa, 1, out_path,
                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (quiet)
        posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) {
        fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(rc));
        return -1;
    }
    int st;
    if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st)) {
        fprintf(stderr, "%s did not exit normally\n", argv[0]);
        return -1;
    }
    return WEXITSTATUS(st);
}

#endif
