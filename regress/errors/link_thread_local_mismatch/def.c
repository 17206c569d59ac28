__thread int tcount;
