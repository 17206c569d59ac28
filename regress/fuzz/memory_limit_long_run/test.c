/* Found by regress/fuzz/run.sh (csmith programs with long single-threaded
 * loops over global arrays; this is the loop they shrink to).  Every DFS
 * frame holds a full state, so the search grows by kilobytes per step:
 * without a memory ceiling it ended in an out-of-memory abort (or the OOM
 * killer).  The ceiling gives unknown instead. */
int g[2048];
int main(void)
{
    for (unsigned i = 0;; i++)
        g[i % 2048] = (int)i;
}
