/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address
 * by its /64 (`2001:db8:1:2::/64`), which one subscriber's devices share and rotate privacy addresses within.
 * Anything else (a malformed value, 'unknown') is its own key.
 */
export function limitKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIpv4(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return address.trim().slice(0, 64) || 'unknown';
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups), else undefined. */
function ipv6Groups(value: string): number[] | undefined {
  if (!value.includes(':') || value.length > 45) return undefined;
  let text = value;
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (!isIpv4(tail[1])) return undefined;
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, text.length - tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const side = (half: string) => (half ? half.split(':') : []);
  const [head, rest] = [side(halves[0]), halves.length === 2 ? side(halves[1]) : []];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.map((group) => parseInt(group, 16));
}
