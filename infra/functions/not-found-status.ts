/**
 * The viewer-response CloudFront Function: a not-found page (404.html, es/404.html) is answered
 * with status 404 however it was reached, because `site deploy` stores it with the not-found
 * metadata (contract/output.ts), which arrives here as a response header. The header goes no further.
 */
import { NOT_FOUND_METADATA } from '../../contract/output.ts';

export function notFoundStatusSource(): string {
  const header = JSON.stringify(NOT_FOUND_METADATA.header);
  return `function handler(event) {
  var response = event.response;
  if (response.headers[${header}]) {
    delete response.headers[${header}];
    if (response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}
`;
}
