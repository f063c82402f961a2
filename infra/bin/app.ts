import { App } from "aws-cdk-lib";
import { buildProductApp } from "../lib/product-app.js";

// The stage and its values come from cdk.json and `-c name=value` (infra/README.md).
const app = new App();
buildProductApp(app);
app.synth();
