// The task of a hashing thread (piscina, started by hash-threads.ts): scrypt on this thread, whose priority piscina
// lowered. Plain CommonJS, so it runs the same under tsx, jest and node.
const { scryptSync } = require('node:crypto');

module.exports = ({ password, salt, keyBytes, options }) => scryptSync(password, Buffer.from(salt), keyBytes, options);
