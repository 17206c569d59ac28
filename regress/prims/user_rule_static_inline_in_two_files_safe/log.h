/* A racy debug ring buffer, which the primitives file tells pnbmc to
 * ignore; each file that calls it has its own static copy. */
#pragma once
extern char log_buf[64];
extern int log_pos;
static inline void log_event(char c) { log_buf[log_pos++ & 63] = c; }
void *worker_a(void *);
void *worker_b(void *);
