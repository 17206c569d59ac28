/* helper is defined here and in lib/helper.c: the linker refuses it. */
int helper(void);

int main(void)
{
    return helper();
}

int helper(void)
{
    return 0;
}
