/** SWR as the spec's client: no retry, no refetch on focus or interval, fresh until told otherwise. */
// A page is fetched again when it is shown again, since rows move between pages after any change.
export const LIST_SWR = { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false, keepPreviousData: true } as const;
