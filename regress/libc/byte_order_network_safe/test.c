/* htonl, ntohl, htons and ntohs (calls at -O0) and __builtin_bswap32 in
 * a thread that fills a packet header another thread reads after the
 * join. */
#include <arpa/inet.h>
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

struct header {
    uint32_t length;
    uint16_t port;
} packet;

static void *fill(void *arg)
{
    packet.length = htonl(0x11223344u);
    packet.port = htons(8080);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, fill, 0);
    pthread_join(t, 0);
    assert(ntohl(packet.length) == 0x11223344u);
    assert(packet.length == __builtin_bswap32(0x11223344u));
    assert(ntohs(packet.port) == 8080 && packet.port == 0x901f);
    return 0;
}
