// CloudFront Function (cloudfront-js-2.0), viewer request on /api/*: the forms API answers only
// POST (the forms) and GET (the health check); the site calls it from its own origin, so there is
// no CORS preflight to answer. CloudFront can forward POST only by allowing every method, so each
// other method is answered 405 here, at the edge, before it reaches the origin; but for DELETE of
// the inbox's session (AUTH_API.session in contract/inbox.ts), with which the inbox signs out, and
// of the desk boards (ADMIN_API.board), with which a signed-in member ends every open board.
var ALLOWED = { GET: true, POST: true };
// AUTH_API.session and ADMIN_API.board (tests/infra/functions.test.ts compares them).
var DELETABLE = { '/api/auth/session': true, '/api/admin/board': true };

function handler(event) {
  var request = event.request;
  var deletable = DELETABLE[request.uri] === true;
  if (ALLOWED[request.method] === true || (request.method === 'DELETE' && deletable)) return withViewerHost(request);
  return {
    statusCode: 405,
    statusDescription: 'Method Not Allowed',
    headers: {
      allow: { value: deletable ? 'GET, POST, DELETE' : 'GET, POST' },
      'cache-control': { value: 'no-store' }
    }
  };
}

// The forms API refuses a form posted from another site by comparing its Origin with the host the
// visitor addressed; behind CloudFront it sees only its own host, so the viewer's goes along.
function withViewerHost(request) {
  request.headers['x-viewer-host'] = { value: request.headers.host ? request.headers.host.value : '' };
  return request;
}
