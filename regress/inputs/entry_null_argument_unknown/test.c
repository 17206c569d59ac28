void store(int *p)
{
    *p = 1; /* p is NULL under --entry */
}
