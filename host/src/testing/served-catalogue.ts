import catalogueJson from '../../../catalogue.json';

/**
 * A fetch that answers `/catalogue.json` with the repository's catalogue, as the site serves it
 * (the built-in snapshot has no search keywords; search reads them from the served one), and
 * 404 for anything else.
 */
export function servedCatalogue(): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    return url === '/catalogue.json' ? new Response(JSON.stringify(catalogueJson), { status: 200 }) : new Response('', { status: 404, statusText: 'Not Found' });
  }) as typeof fetch;
}
