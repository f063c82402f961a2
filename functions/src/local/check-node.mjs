// Guard: every npm script must run on Node 24 (installed by the `node` devDependency into node_modules/.bin).
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or newer, but ${process.versions.node} is running. ` +
      "Run it through npm (npm start, npm test), which uses the Node 24 installed by `npm install`.",
  );
  process.exit(1);
}
