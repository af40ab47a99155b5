#!/usr/bin/env node
// `npm run check:deploy`: checks what deploy/ ships. `nginx -t` on the production configuration
// (a copy of deploy/nginx with a throwaway certificate where /etc/nginx/tls would hold the
// real one) and on the configuration `npm run cluster` writes; compose.yaml parsed and its
// references followed (and `docker compose config` where Docker Compose exists); the systemd
// units through `systemd-analyze verify` where systemd is installed. Exits 1 on a failure.
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { root } from "./lib/build.mjs";
import { clusterNginxConfig } from "./lib/cluster-nginx.mjs";

const deploy = path.join(root, "deploy");
const results = [];
const note = (name, ok, detail = "") => {
  results.push({ name, ok });
  console.log(
    `${ok === null ? "skip" : ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`,
  );
};
const nginx = ["/usr/sbin/nginx", "nginx"].find(
  (candidate) => spawnSync(candidate, ["-v"]).status === 0,
);

function nginxTest(name, config, prefix) {
  const run = spawnSync(nginx, ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", config], {
    encoding: "utf8",
  });
  note(name, run.status === 0, run.status === 0 ? "" : run.stderr.trim());
}

if (!nginx) {
  note("nginx -t", false, "nginx is not installed (apt-get install nginx)");
} else {
  // The shipped files as /etc/nginx would hold them, beside Debian's mime.types.
  const etc = mkdtempSync(path.join(tmpdir(), "kesht-nginx-"));
  for (const file of readdirSync(path.join(deploy, "nginx"))) {
    copyFileSync(path.join(deploy, "nginx", file), path.join(etc, file));
  }
  copyFileSync("/etc/nginx/mime.types", path.join(etc, "mime.types"));
  mkdirSync(path.join(etc, "tls"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=kesht.test"],
      ...[
        "-keyout",
        path.join(etc, "tls/privkey.pem"),
        "-out",
        path.join(etc, "tls/fullchain.pem"),
      ],
    ],
    { stdio: "ignore" },
  );
  nginxTest("nginx -t deploy/nginx/nginx.conf (production)", path.join(etc, "nginx.conf"), etc);

  const cluster = mkdtempSync(path.join(tmpdir(), "kesht-cluster-nginx-"));
  mkdirSync(path.join(cluster, "tmp"));
  writeFileSync(
    path.join(cluster, "nginx.conf"),
    clusterNginxConfig({
      dir: cluster,
      logDir: cluster,
      listen: 8080,
      apiPorts: [4201, 4202],
      webPorts: [3201, 3202],
    }),
  );
  nginxTest(
    "nginx -t of npm run cluster's configuration",
    path.join(cluster, "nginx.conf"),
    cluster,
  );
}

// compose.yaml: it parses, each service's references exist, every long-running one restarts.
const compose = parse(readFileSync(path.join(deploy, "compose.yaml"), "utf8"), { merge: true });
const services = compose.services ?? {};
const problems = [];
for (const [name, service] of Object.entries(services)) {
  const needs = Array.isArray(service.depends_on)
    ? service.depends_on
    : Object.keys(service.depends_on ?? {});
  for (const need of needs)
    if (!services[need]) problems.push(`${name} depends on unknown ${need}`);
  const oneShot = name === "minio-bucket";
  if (!oneShot && service.restart !== "always") problems.push(`${name} has no restart: always`);
  const build = service.build;
  if (build && !existsSync(path.join(deploy, build.context, build.dockerfile))) {
    problems.push(`${name} builds from a missing ${build.dockerfile}`);
  }
  const joined = Array.isArray(service.networks)
    ? service.networks
    : Object.keys(service.networks ?? {});
  for (const network of joined) {
    if (!compose.networks?.[network]) problems.push(`${name} joins an unknown network ${network}`);
  }
}
for (const wanted of ["postgres", "minio", "api-1", "api-2", "web-1", "web-2", "nginx"]) {
  if (!services[wanted]) problems.push(`no ${wanted} service`);
}
note(
  "deploy/compose.yaml parses and its references hold",
  problems.length === 0,
  problems.join("; "),
);
const dockerCompose = spawnSync("docker", ["compose", "version"], { encoding: "utf8" });
if (dockerCompose.status === 0) {
  const run = spawnSync(
    "docker",
    ["compose", "-f", path.join(deploy, "compose.yaml"), "config", "-q"],
    {
      encoding: "utf8",
      env: { ...process.env, POSTGRES_PASSWORD: "check", MINIO_PASSWORD: "check-check" },
    },
  );
  note("docker compose config", run.status === 0, run.stderr.trim());
} else {
  note("docker compose config", null, "Docker Compose is not installed here");
}

// systemd units: instantiated copies, since a template is verified through an instance.
if (spawnSync("systemd-analyze", ["--version"]).status === 0) {
  const units = mkdtempSync(path.join(tmpdir(), "kesht-units-"));
  for (const file of readdirSync(path.join(deploy, "systemd"))) {
    copyFileSync(path.join(deploy, "systemd", file), path.join(units, file));
  }
  const run = spawnSync(
    "systemd-analyze",
    [
      "verify",
      "--man=no",
      path.join(units, "kesht-api@4001.service"),
      path.join(units, "kesht-web@3001.service"),
    ],
    { encoding: "utf8", cwd: units },
  );
  // Outside a booted systemd (containers, CI) it may not run at all; only the units' own
  // lines count.
  const own = `${run.stdout}${run.stderr}`
    .split("\n")
    .filter(
      (line) => line.includes("kesht-") && !/User=|Group=|No such file|not found/i.test(line),
    );
  note("systemd-analyze verify deploy/systemd", own.length === 0, own.join("; "));
} else {
  note("systemd-analyze verify deploy/systemd", null, "systemd is not installed here");
}

process.exit(results.some((entry) => entry.ok === false) ? 1 : 0);
