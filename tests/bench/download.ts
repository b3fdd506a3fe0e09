/** Child process of the export benchmark: POSTs to a URL and counts the answer's bytes, keeping none. */
const [url, token] = process.argv.slice(2);
const res = await fetch(url, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});
let bytes = 0;
for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
process.send!({ status: res.status, bytes });
