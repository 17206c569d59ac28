/* glibc 2.36's texts for Linux codes above 40 */
#include <assert.h>
#include <errno.h>
#include <string.h>

int main(void)
{
    assert(strcmp(strerror(EBADMSG), "Bad message") == 0);
    assert(strcmp(strerror(EDESTADDRREQ), "Destination address required")
           == 0);
    assert(strcmp(strerror(41), "Unknown error 41") == 0);
    assert(strcmp(strerror(EHWPOISON), "Memory page has hardware error")
           == 0);
    assert(strcmp(strerror(ENOTRECOVERABLE), "State not recoverable") == 0);
    return 0;
}
