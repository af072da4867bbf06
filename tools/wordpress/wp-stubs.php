<?php
/**
 * The few WordPress functions the plugin's fragment code calls, for running it with php-cli in jest
 * (fragments.test.ts): transients in memory, and wp_remote_get answering from a script of answers and recording
 * each request. Not part of the plugin.
 */

const ABSPATH      = '/';
const DAY_IN_SECONDS = 86400;

$GLOBALS['stub'] = array( 'transients' => array(), 'requests' => array(), 'answers' => array(), 'site' => '{}', 'server' => 'http://widgets.test' );

class WP_Error {
	public function __construct( public string $code = '', public string $message = '' ) {}
}

function is_wp_error( $thing ): bool {
	return $thing instanceof WP_Error;
}
function get_transient( string $key ) {
	return $GLOBALS['stub']['transients'][ $key ] ?? false;
}
function set_transient( string $key, $value, int $expiration ): bool {
	$GLOBALS['stub']['transients'][ $key ] = $value;
	return true;
}
function wp_json_encode( $value, int $flags = 0 ) {
	return json_encode( $value, $flags );
}
function esc_attr( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' );
}
function wp_remote_get( string $url, array $args ) {
	$GLOBALS['stub']['requests'][] = array( 'url' => $url, 'headers' => $args['headers'] ?? array(), 'timeout' => $args['timeout'] ?? null );
	$answer = array_shift( $GLOBALS['stub']['answers'] );
	return null === $answer ? new WP_Error( 'http_request_failed', 'Operation timed out' ) : $answer;
}
function wp_remote_retrieve_response_code( $answer ): int {
	return $answer['status'];
}
function wp_remote_retrieve_header( $answer, string $name ): string {
	return $answer['headers'][ $name ] ?? '';
}
function wp_remote_retrieve_body( $answer ): string {
	return $answer['body'] ?? '';
}
function schaufenster_render_server(): string {
	return $GLOBALS['stub']['server'];
}
function schaufenster_site_json(): string {
	return $GLOBALS['stub']['site'];
}
function schaufenster_route( string $name ): string {
	return array( 'home' => '/', 'search' => '/?s={query}', 'cart' => '/warenkorb/' )[ $name ] ?? '/';
}
