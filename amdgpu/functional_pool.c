/* amdgpu/functional_pool.c - the worker threads of the functional mode
 * (amdgpu/functional.h): threads - 1 threads that sleep on a condition
 * variable between jobs; the calling thread is worker 0 of every job. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "amdgpu/functional.h"

struct amdgpu_fpool {
    unsigned threads;      /* workers, the caller included */
    pthread_t *t;          /* threads - 1 */
    unsigned started;      /* of them, running */
    pthread_mutex_t mu;
    pthread_cond_t go, done;
    uint64_t gen;          /* jobs posted */
    unsigned busy;         /* threads still in the current job */
    bool quit;
    void (*fn)(void *arg, unsigned worker);
    void *arg;
};

typedef struct start {
    amdgpu_fpool *p;
    unsigned id;
} start;

static void *thread_main(void *a)
{
    start s = *(start *)a;
    free(a);
    amdgpu_fpool *p = s.p;
    pthread_mutex_lock(&p->mu);
    uint64_t seen = 0;
    for (;;) {
        while (p->gen == seen && !p->quit) pthread_cond_wait(&p->go, &p->mu);
        if (p->quit) break;
        seen = p->gen;
        void (*fn)(void *, unsigned) = p->fn;
        void *arg = p->arg;
        pthread_mutex_unlock(&p->mu);
        fn(arg, s.id);
        pthread_mutex_lock(&p->mu);
        if (--p->busy == 0) pthread_cond_signal(&p->done);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

amdgpu_fpool *amdgpu_fpool_new(unsigned threads)
{
    if (threads == 0) threads = 1;
    amdgpu_fpool *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    p->threads = threads;
    p->t = calloc(threads, sizeof *p->t);
    if (!p->t || pthread_mutex_init(&p->mu, NULL) || pthread_cond_init(&p->go, NULL) ||
        pthread_cond_init(&p->done, NULL)) {
        free(p->t);
        free(p);
        return NULL;
    }
    for (unsigned i = 1; i < threads; i++) {
        start *s = malloc(sizeof *s);
        if (s) *s = (start){p, i};
        if (!s || pthread_create(&p->t[p->started], NULL, thread_main, s) != 0) {
            free(s);
            amdgpu_fpool_free(p);
            return NULL;
        }
        p->started++;
    }
    return p;
}

void amdgpu_fpool_free(amdgpu_fpool *p)
{
    if (!p) return;
    pthread_mutex_lock(&p->mu);
    p->quit = true;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    for (unsigned i = 0; i < p->started; i++) pthread_join(p->t[i], NULL);
    pthread_cond_destroy(&p->go);
    pthread_cond_destroy(&p->done);
    pthread_mutex_destroy(&p->mu);
    free(p->t);
    free(p);
}

unsigned amdgpu_fpool_threads(const amdgpu_fpool *p) { return p->threads; }

void amdgpu_fpool_run(amdgpu_fpool *p, void (*fn)(void *arg, unsigned worker), void *arg)
{
    pthread_mutex_lock(&p->mu);
    p->fn = fn, p->arg = arg;
    p->busy = p->started;
    p->gen++;
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
    fn(arg, 0);
    pthread_mutex_lock(&p->mu);
    while (p->busy) pthread_cond_wait(&p->done, &p->mu);
    pthread_mutex_unlock(&p->mu);
}
