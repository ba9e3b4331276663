// Sends one raw request (any method, any path) and measures the response headers as they came on the wire.
import http from 'node:http';

/** `{ status, headerBytes }`, or `{ error }` when the connection failed or timed out. */
export function send(base, { method, path, headers, body }, { agent, timeoutMs }) {
  const url = new URL(base);
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let request;
    try {
      request = http.request({
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { host: url.host, ...headers },
        agent,
        // Far above the 16 KB budget, so an oversized header block is measured instead of failing the parse.
        maxHeaderSize: 1 << 20,
      });
    } catch (error) {
      done({ error: `client refused: ${error.code ?? error.message}` });
      return;
    }
    request.setTimeout(timeoutMs, () => {
      request.destroy();
      done({ error: 'timeout' });
    });
    request.on('error', (error) => done({ error: error.code ?? error.message }));
    request.on('response', (response) => {
      const raw = response.rawHeaders;
      let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < raw.length; i += 2) headerBytes += raw[i].length + raw[i + 1].length + 4;
      response.on('data', () => {});
      response.on('end', () => done({ status: response.statusCode, headerBytes }));
      response.on('error', () => done({ status: response.statusCode, headerBytes }));
    });
    if (body !== undefined && body !== '') request.end(body);
    else request.end();
  });
}
