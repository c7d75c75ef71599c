/**
 * A downstream integration written against the generated entities and the runtime's client: invoices and bills
 * created, posted and paid, as a user of the plugin would write it; its tests run it against the emulator.
 */
package com.example.integration;
