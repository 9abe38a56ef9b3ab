import "./index.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppBrowserRouter } from "./app/app-router";
import { registerServiceWorker } from "./lib/service-worker";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createAppBrowserRouter();
const root = createRoot(container);
// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input while a slow phone works through it.
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);

registerServiceWorker();
