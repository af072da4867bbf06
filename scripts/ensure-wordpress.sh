#!/usr/bin/env bash
# The WordPress plugin's browser test (test/browser/wordpress-plugin.e2e.ts) runs Debian's WordPress on MariaDB and
# php-fpm behind Debian's nginx, each started as the current user in a temporary directory. Debian starts the packaged
# services after installing them, as for any apt install; the test does not use them.
set -euo pipefail
exec "$(dirname "$0")/ensure-debian-packages.sh" 'the WordPress of the plugin test' /usr/share/wordpress/wp-settings.php /usr/sbin/mariadbd /usr/bin/mariadb-install-db /usr/sbin/php-fpm8.2 /usr/bin/php /usr/sbin/nginx -- wordpress mariadb-server php-fpm php-mysql php-cli nginx
