/* spawn returns the new thread's id and wait_for takes it, but a
 * user-declared create returns 0: the join names no thread, and pnbmc
 * answers unknown instead of trusting a wrong model. */
int spawn(void *(*fn)(void *), void *arg);
int wait_for(int id);
int x;
void *w(void *a) { x = 1; return a; }
int main(void)
{
    int id = spawn(w, 0);
    wait_for(id);
    return x;
}
