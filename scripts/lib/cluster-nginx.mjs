// nginx for `npm run cluster`: the shipped proxy settings and routes (deploy/nginx), with the
// upstreams, listeners and paths of one machine. scripts/check-deploy.mjs runs `nginx -t` on it.
import path from "node:path";
import { root } from "./build.mjs";

const shipped = (file) => path.join(root, "deploy/nginx", file);

/**
 * @param {{ dir: string, logDir: string, listen: number, apiPorts: number[],
 *   webPorts: number[] }} cluster
 */
export function clusterNginxConfig({ dir, logDir, listen, apiPorts, webPorts }) {
  const servers = (ports) =>
    ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join("\n");
  return `# Written by scripts/cluster.mjs at every start; edit deploy/nginx/ instead.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${logDir}/nginx-error.log warn;

events {
    worker_connections 1024;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    server_tokens off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;

    include ${shipped("kesht-http.conf")};
    access_log ${logDir}/nginx-access.log kesht_json;
    proxy_cache_path ${dir}/cache levels=1:2 keys_zone=kesht_immutable:10m max_size=1g
                     inactive=7d use_temp_path=off;

    upstream kesht_api {
        least_conn;
${servers(apiPorts)}
    }

    upstream kesht_web {
        least_conn;
${servers(webPorts)}
    }

    server {
        listen 127.0.0.1:${listen};
        include ${shipped("kesht-locations.conf")};
    }

}
`;
}
