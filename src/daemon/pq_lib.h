/* pq_lib: libpq, loaded when the daemon opens a PostgreSQL store
 * (base/dynlib). store_pg.c includes this after <libpq-fe.h>: each PQ
 * function it calls is called through the address looked up. */
#ifndef FXVIZ_PQ_LIB_H
#define FXVIZ_PQ_LIB_H

#include <libpq-fe.h>

struct error;

#define PQ_LIB_FUNCTIONS(X) \
	X(PQcancel) \
	X(PQclear) \
	X(PQcmdTuples) \
	X(PQconnectPoll) \
	X(PQconnectStartParams) \
	X(PQconninfoFree) \
	X(PQconninfoParse) \
	X(PQconsumeInput) \
	X(PQerrorMessage) \
	X(PQfinish) \
	X(PQflush) \
	X(PQfreeCancel) \
	X(PQfreemem) \
	X(PQgetCancel) \
	X(PQgetResult) \
	X(PQgetisnull) \
	X(PQgetlength) \
	X(PQgetvalue) \
	X(PQisBusy) \
	X(PQnotifies) \
	X(PQntuples) \
	X(PQresultErrorMessage) \
	X(PQresultStatus) \
	X(PQsendQuery) \
	X(PQsendQueryParams) \
	X(PQsetNoticeProcessor) \
	X(PQsetnonblocking) \
	X(PQsocket) \
	X(PQstatus) \
	X(PQtransactionStatus)

#define PQ_LIB_SLOT(f)	__typeof__(&f) f;
struct pq_lib {
	PQ_LIB_FUNCTIONS(PQ_LIB_SLOT)
};
#undef PQ_LIB_SLOT

/* The functions, once pq_lib_load has succeeded. */
extern struct pq_lib pq_lib;

/* Loads libpq, the first time; says again what the first time found,
 * after. Safe from any thread. 0, or -1 with err filled. */
int pq_lib_load(struct error *err);

#ifndef PQ_LIB_SELF
#define PQcancel	(pq_lib.PQcancel)
#define PQclear	(pq_lib.PQclear)
#define PQcmdTuples	(pq_lib.PQcmdTuples)
#define PQconnectPoll	(pq_lib.PQconnectPoll)
#define PQconnectStartParams	(pq_lib.PQconnectStartParams)
#define PQconninfoFree	(pq_lib.PQconninfoFree)
#define PQconninfoParse	(pq_lib.PQconninfoParse)
#define PQconsumeInput	(pq_lib.PQconsumeInput)
#define PQerrorMessage	(pq_lib.PQerrorMessage)
#define PQfinish	(pq_lib.PQfinish)
#define PQflush	(pq_lib.PQflush)
#define PQfreeCancel	(pq_lib.PQfreeCancel)
#define PQfreemem	(pq_lib.PQfreemem)
#define PQgetCancel	(pq_lib.PQgetCancel)
#define PQgetResult	(pq_lib.PQgetResult)
#define PQgetisnull	(pq_lib.PQgetisnull)
#define PQgetlength	(pq_lib.PQgetlength)
#define PQgetvalue	(pq_lib.PQgetvalue)
#define PQisBusy	(pq_lib.PQisBusy)
#define PQnotifies	(pq_lib.PQnotifies)
#define PQntuples	(pq_lib.PQntuples)
#define PQresultErrorMessage	(pq_lib.PQresultErrorMessage)
#define PQresultStatus	(pq_lib.PQresultStatus)
#define PQsendQuery	(pq_lib.PQsendQuery)
#define PQsendQueryParams	(pq_lib.PQsendQueryParams)
#define PQsetNoticeProcessor	(pq_lib.PQsetNoticeProcessor)
#define PQsetnonblocking	(pq_lib.PQsetnonblocking)
#define PQsocket	(pq_lib.PQsocket)
#define PQstatus	(pq_lib.PQstatus)
#define PQtransactionStatus	(pq_lib.PQtransactionStatus)
#endif

#endif
