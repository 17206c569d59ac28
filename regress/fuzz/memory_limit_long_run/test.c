/* Found by regress/fuzz/run.sh (csmith programs with long single-threaded
 * loops over global arrays; this is the loop they shrink to).  The loop
 * never ends and never repeats a state, so the search grows with every
 * step (a DFS frame for the witness, a visited hash; a frame kept its
 * full state too before a frame of a sole move dropped it): without a
 * memory ceiling it ended in an out-of-memory abort (or the OOM killer).
 * The ceiling gives unknown instead. */
int g[2048];
int main(void)
{
    for (unsigned i = 0;; i++)
        g[i % 2048] = (int)i;
}
