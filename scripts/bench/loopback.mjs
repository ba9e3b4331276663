/** Whether `url` is plain http on this machine's loopback: the benchmarks and the fuzzer load nothing else. */
export function isLoopback(url) {
  const { hostname, protocol } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}
