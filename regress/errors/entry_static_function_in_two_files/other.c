static void *worker(void *arg)
{
    (void)arg;
    return 0;
}

void *(*second_worker(void))(void *) { return worker; }
